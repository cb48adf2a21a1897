// Page buttons under a table shown a page at a time: Previous, one button per page (the current one marked), Next.
import { Button } from './button';

export interface PaginationProps {
  /** the navigation landmark's name, e.g. 'Class test pages' */
  label: string;
  page: number;
  pages: number;
  onGo: (page: number) => void;
}

export function Pagination({ label, page, pages, onGo }: PaginationProps) {
  return (
    <nav aria-label={label} css={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 8, marginTop: 16 }}>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onGo(page - 1)}>Previous</Button>
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
        <Button
          key={p}
          variant={p === page ? 'ocean' : 'ghost'}
          size="sm"
          aria-current={p === page ? 'page' : undefined}
          aria-label={`Page ${p}`}
          onClick={() => onGo(p)}
        >
          {p}
        </Button>
      ))}
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onGo(page + 1)}>Next</Button>
    </nav>
  );
}
