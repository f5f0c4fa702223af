import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A paged list searched as the user types: the text as typed (for the box), the trimmed text once typing
 * pauses (for the query), and the page, which a new search sets back to the first.
 */
export function usePagedSearch() {
  const [search, setText] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const setSearch = (text: string) => {
    setText(text);
    setPage(1);
  };
  return { search, setSearch, debounced, page, setPage };
}

/** The search box of a paged list (see usePagedSearch). */
export function SearchField({
  onSearch,
  ...props
}: Omit<TextInputProps, 'onChange'> & { value: string; onSearch: (text: string) => void }) {
  return <TextInput {...props} onChange={(event) => onSearch(event.currentTarget.value)} />;
}
