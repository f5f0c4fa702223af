import { Alert, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { endMimic } from '../../features/staff/api/end-mimic';
import { useAppNavigate } from '../../lib/link';
import { useSecurity } from '../../lib/session/api/get-security';
import { takeMimicReturn } from '../../lib/session/mimic-return';
import { session } from '../../lib/session/session';

/**
 * On every page while staff act as a homeowner. Exit ends the mimic session and returns to the staff area
 * signed in as staff again (the session set aside when mimic mode began); without one, to the sign-in page.
 */
export function MimicBanner() {
  const { data: security } = useSecurity();
  const navigate = useAppNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!security?.mimic) return null;
  const exit = async () => {
    setLeaving(true);
    // End it on the server first, so the token is dead even if a copy of it lingers; leave in any case.
    await endMimic().catch(() => undefined);
    const staff = takeMimicReturn();
    if (!staff) {
      session.logout();
      navigate('/login');
      return;
    }
    // resume ends the mimic session in the tab and brings the staff one back
    await session.resume(staff);
    navigate('/staff');
  };
  return (
    <Alert color="dark" variant="filled" radius={0} p="xs" role="status">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text fw={700} size="sm">
          You are in mimic mode
          <Text span size="sm" fw={400}>
            {` (${security.mimic.actorName} acting as this homeowner)`}
          </Text>
        </Text>
        <Button
          size="compact-sm"
          variant="white"
          color="dark"
          loading={leaving}
          disabled={leaving}
          onClick={() => void exit()}
        >
          Exit
        </Button>
      </Group>
    </Alert>
  );
}
