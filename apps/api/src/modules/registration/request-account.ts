import type { RequestAccountRequest } from '@hoa/contracts/auth';
import type { Db } from '../../db/database';
import { accountRequests } from '../../db/schema/registration';
import { queueMail } from '../mail/queue-mail';
import { composeMail } from '../mail/templates/catalog';
import { findCompany } from './find-company';

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
    await queueMail(
      tx,
      {
        to: email,
        mail: composeMail('accountRequest', { name: request.name, companyName: company.name, requestId }),
        sender: { managementCompanyId: company.id },
      },
      now,
    );
    return { requestId };
  });
}
