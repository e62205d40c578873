import type { SpecificationGroupView } from '../../../shared/views/product-view'

/** SPEC §3 "Printer specification: about 100 fields", one table per group with the group as caption. */
export function SpecificationTables({ groups, fallbackCaption }: { groups: readonly SpecificationGroupView[]; fallbackCaption: string }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {groups.map((group) => (
        <table key={group.group || fallbackCaption} className="w-full border-collapse text-sm">
          <caption className="mb-2 text-left font-bold text-ink-900">{group.group || fallbackCaption}</caption>
          <tbody>
            {group.rows.map((row) => (
              <tr key={row.label} className="border-t border-ink-300">
                <th scope="row" className="w-1/2 py-1.5 pr-3 text-left font-normal text-ink-700">
                  {row.label}
                </th>
                <td className="py-1.5 text-ink-900">{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  )
}
