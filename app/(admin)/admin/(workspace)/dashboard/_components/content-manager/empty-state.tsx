const columns = [
  ['id', 'uuid'],
  ['page_name', 'text'],
  ['section_name', 'text'],
  ['content', 'jsonb'],
  ['updated_at', 'timestamptz'],
  ['updated_by', 'text'],
] as const;

/** Shown when page_content has no rows: what the table must look like. */
export function EmptyState() {
  return (
    <div className="grid gap-4">
      <p>No content available. Please set up your database schema first.</p>
      <table className="w-fit border-collapse font-mono text-sm">
        <caption className="pb-2 text-left text-muted-foreground">Expected table: page_content</caption>
        <thead>
          <tr>
            <th scope="col" className="border border-border px-3 py-1 text-left">
              Column
            </th>
            <th scope="col" className="border border-border px-3 py-1 text-left">
              Type
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map(([name, type]) => (
            <tr key={name}>
              <td className="border border-border px-3 py-1">{name}</td>
              <td className="border border-border px-3 py-1 text-muted-foreground">{type}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
