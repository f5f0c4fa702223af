import { Pagination, type PaginationProps } from '@mantine/core';

const controlNames = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/**
 * The page buttons of a paged list, each named for a screen reader ("Previous page", "Page 2"): Mantine's
 * arrow buttons carry only an icon. `aria-label` names the group (for example "Request pages").
 */
export function ListPagination(props: Omit<PaginationProps, 'getControlProps' | 'getItemProps'>) {
  return (
    <Pagination
      {...props}
      getControlProps={(control) => ({ 'aria-label': controlNames[control] })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  );
}
