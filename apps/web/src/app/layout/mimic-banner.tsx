import { Alert, Button, Group, Text } from '@mantine/core';
import { endMimic } from '../../features/staff/api/end-mimic';
import { useAppNavigate } from '../../lib/link';
import { useSecurity } from '../../lib/session/api/get-security';
import { session } from '../../lib/session/session';

/** On every page while staff act as a homeowner; exit ends the mimic session and returns to the staff area. */
export function MimicBanner() {
  const { data: security } = useSecurity();
  const navigate = useAppNavigate();
  if (!security?.mimic) return null;
  const exit = async () => {
    // End it on the server first, so the token is dead even if a copy of it lingers; leave in any case.
    await endMimic().catch(() => undefined);
    session.logout();
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
        <Button size="compact-sm" variant="white" color="dark" onClick={() => void exit()}>
          Exit
        </Button>
      </Group>
    </Alert>
  );
}
