// The feature comparison of a course's packs: one table per section, a tick or a cross per pack.
import type { FeatureSection, PackType } from '../../../domain/catalogue/catalogue';
import { Icon } from '../../components/icons';
import { VisuallyHidden } from '../../components/visually-hidden';
import { CATALOGUE_LABELS as L } from './catalogue-labels';

const cell = { padding: '8px 10px', textAlign: 'center' as const };

export function FeatureTable({ sections, packs }: { sections: readonly FeatureSection[]; packs: readonly PackType[] }) {
  if (sections.length === 0) return null;
  return (
    <section aria-label={L.features} css={{ display: 'grid', gap: 16, marginTop: 20 }}>
      <h3 css={{ margin: 0, fontSize: 16 }}>{L.features}</h3>
      {sections.map((section) => (
        <table key={section.sectionType} css={(t) => ({ width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: 14, '& th:first-of-type': { width: '46%' }, '& th, & td': { borderBottom: `1px solid ${t.colors.border}` } })}>
          <caption css={{ textAlign: 'left', fontWeight: 700, padding: '4px 0' }}>{section.sectionType}</caption>
          <thead>
            <tr>
              <th scope="col" css={[cell, { textAlign: 'left' }]}>{L.feature}</th>
              {packs.map((p) => <th key={p} scope="col" css={cell}>{p}</th>)}
            </tr>
          </thead>
          <tbody>
            {section.items.map((item) => (
              <tr key={item.title}>
                <th scope="row" css={[cell, { textAlign: 'left', fontWeight: 500 }]}>{item.title}</th>
                {packs.map((p) => {
                  const on = item.options.find((o) => o.optionLabel === p)?.optionFlag === true;
                  return (
                    <td key={p} css={(t) => [cell, { color: on ? t.colors.success : t.colors.danger }]}>
                      <Icon name={on ? 'check' : 'close'} size={18} />
                      <VisuallyHidden>{on ? L.included : L.notIncluded}</VisuallyHidden>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
