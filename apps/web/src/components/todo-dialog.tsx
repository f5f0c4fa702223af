import {
  type BoardMemberChoice,
  maxTodoNotes,
  maxTodoTitle,
  type Todo,
  type TodoForm,
} from '@hoa/contracts/board-todos';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../lib/api/error-text';
import { AppModal } from './app-modal';
import { FailureAlert } from './failure-alert';

export interface TodoDialogProps {
  /** The to-do to change, or null for a new one. */
  todo: Todo | null;
  boardMembers: readonly BoardMemberChoice[];
  onClose: () => void;
  onSave: (form: TodoForm) => void;
  saving: boolean;
  error: unknown;
}

/**
 * Add or change a board to-do (title, notes, assignee among the board members, due date), for the board's
 * and the staff's lists. A title is required before sending; the server's refusal is said in the dialog
 * and what was typed stays.
 */
export function TodoDialog({ todo, boardMembers, onClose, onSave, saving, error }: TodoDialogProps) {
  const [title, setTitle] = useState(todo?.title ?? '');
  const [notes, setNotes] = useState(todo?.notes ?? '');
  const [assignee, setAssignee] = useState(todo?.assigneeUserId ? String(todo.assigneeUserId) : '');
  const [dueDate, setDueDate] = useState(todo?.dueDate ?? '');
  const [missingTitle, setMissingTitle] = useState(false);
  const submit = () => {
    if (title.trim() === '') {
      setMissingTitle(true);
      return;
    }
    onSave({
      title,
      notes,
      assigneeUserId: assignee === '' ? null : Number(assignee),
      dueDate: dueDate === '' ? null : dueDate,
    });
  };
  return (
    <AppModal opened onClose={onClose} title={todo ? 'Change the to-do' : 'New to-do'}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Title"
            required
            data-autofocus
            value={title}
            maxLength={maxTodoTitle}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setMissingTitle(false);
            }}
            error={missingTitle ? 'Title is required' : undefined}
          />
          <NativeSelect
            label="Assigned to"
            value={assignee}
            onChange={(event) => setAssignee(event.currentTarget.value)}
            data={[
              { value: '', label: 'Nobody yet' },
              ...boardMembers.map((member) => ({ value: String(member.userId), label: member.name })),
            ]}
          />
          <TextInput
            label="Due date"
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.currentTarget.value)}
          />
          <Textarea
            label="Notes"
            value={notes}
            maxLength={maxTodoNotes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            autosize
            minRows={3}
          />
          <FailureAlert when={Boolean(error)} title="The to-do was not saved">
            {errorText(error)}
          </FailureAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {todo ? 'Save' : 'Add to-do'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
