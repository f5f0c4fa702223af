import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

type Report = (form: string, dirty: boolean) => void;

const DirtyContext = createContext<Report>(() => undefined);

/** A form on the page says whether it holds edits not saved yet. */
export function useReportDirty(form: string, dirty: boolean): void {
  const report = useContext(DirtyContext);
  useEffect(() => {
    report(form, dirty);
    return () => report(form, false);
  }, [report, form, dirty]);
}

export const unsavedChangesTexts = {
  title: 'Unsaved changes',
  body: 'You have changes that are not saved. Leave this page and lose them?',
  stay: 'Stay on this page',
  leave: 'Leave without saving',
} as const;

/**
 * The unsaved-changes prompt of SPEC §2 "Profile": while any form of the page has edits, leaving through
 * the app asks first (react-router blocker) and closing or reloading the tab gets the browser's prompt.
 */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback<Report>((form, dirty) => {
    setDirtyForms((current) => {
      if (current.has(form) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const dirty = dirtyForms.size > 0;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const value = useMemo(() => report, [report]);
  return (
    <DirtyContext.Provider value={value}>
      {children}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={unsavedChangesTexts.title}
        centered
      >
        <Stack gap="md">
          <Text>{unsavedChangesTexts.body}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
              {unsavedChangesTexts.stay}
            </Button>
            <Button color="red" onClick={() => blocker.proceed?.()}>
              {unsavedChangesTexts.leave}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </DirtyContext.Provider>
  );
}
