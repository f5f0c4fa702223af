import type { RequestAccountRequest } from '@hoa/contracts/auth';
import type { Db } from '../../db/database';
import { accountRequests } from '../../db/schema/registration';
import { enqueueMail } from '../mail/enqueue-mail';
import { findCompany } from './find-company';
import { accountRequestMail } from './registration-mail';

/** Records a request for an account for the company's staff and acknowledges it by e-mail. */
export async function requestAccount(options: {
  db: Db;
  now: Date;
  clientId?: string | undefined;
  request: Omit<RequestAccountRequest, 'captcha'>;
}): Promise<{ requestId: number }> {
  const { db, now, request } = options;
  const company = await findCompany(db, options.clientId);
  const email = request.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountRequests)
      .values({
        managementCompanyId: company.id,
        name: request.name,
        email,
        phone: request.phone,
        address: request.address,
        associationName: request.associationName,
        accountNumber: request.accountNumber || null,
        createdAt: now,
      })
      .returning({ id: accountRequests.id });
    const requestId = (row as { id: number }).id;
    await enqueueMail(
      tx,
      { to: email, ...accountRequestMail({ name: request.name, companyName: company.name, requestId }) },
      now,
    );
    return { requestId };
  });
}
