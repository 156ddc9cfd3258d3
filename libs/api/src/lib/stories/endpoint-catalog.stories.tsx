import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENDPOINT_LIST } from '../endpoints/registry';

/** Every call declared once: what reviewers check against the spec's call tables (decision 0200). */
function EndpointCatalog({ filter }: { filter: string }) {
  const rows = ENDPOINT_LIST.filter((e) => `${e.name} ${e.path} ${e.source}`.toLowerCase().includes(filter.toLowerCase()));
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: 'system-ui, sans-serif', fontSize: 13 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, marginBottom: 8 }}>
        Exchange calls ({rows.length} of {ENDPOINT_LIST.length})
      </caption>
      <thead>
        <tr>
          {['name', 'method', 'path', 'kind', 'access', 'source', 'fallback'].map((h) => (
            <th key={h} scope="col" style={{ textAlign: 'start', borderBottom: '1px solid #ccc', padding: '4px 8px' }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((e) => (
          <tr key={e.name}>
            <th scope="row" style={{ textAlign: 'start', padding: '4px 8px' }}>
              {e.name}
            </th>
            <td style={{ padding: '4px 8px' }}>{e.method}</td>
            <td style={{ padding: '4px 8px', fontFamily: 'monospace' }}>{e.path}</td>
            <td style={{ padding: '4px 8px' }}>{e.kind}</td>
            <td style={{ padding: '4px 8px' }}>{e.access}</td>
            <td style={{ padding: '4px 8px' }}>{e.source}</td>
            <td
              style={{
                padding: '4px 8px',
                fontFamily: 'monospace',
                maxWidth: 320,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {JSON.stringify(e.fallback)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'api/Endpoint catalog',
  component: EndpointCatalog,
  args: { filter: '' },
} satisfies Meta<typeof EndpointCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'complianceCheck' })).toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'fundPasswordFrequencySave' })).toBeInTheDocument();
  },
};

/** Only the compliance calls. */
export const Compliance: Story = {
  args: { filter: 'compliance' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('rowheader', { name: 'homeStats' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('rowheader', { name: 'ipCheck' })).toBeInTheDocument();
  },
};
