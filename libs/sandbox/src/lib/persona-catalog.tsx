import { PERSONAS, PERSONA_NAMES, type PersonaName } from './personas';
import { personaTriggers } from './rules/persona-triggers';

export interface PersonaCatalogProps {
  /** Which personas to list; all by default. */
  names?: readonly PersonaName[];
  /** Where the "use" links send the browser after choosing a persona. */
  next?: string;
}

const cell = { borderBottom: '1px solid #d0d5dd', padding: '8px 12px', textAlign: 'left', verticalAlign: 'top' } as const;

/** The sandbox personas and what they trigger: a developer tool (plain React, no UI kit, no i18n). */
export function PersonaCatalog({ names = PERSONA_NAMES, next = '/' }: PersonaCatalogProps) {
  const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  return (
    <table style={{ borderCollapse: 'collapse', fontFamily: 'system-ui, sans-serif', fontSize: 14, width: '100%' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 12px' }}>Sandbox personas</caption>
      <thead>
        <tr>
          <th style={cell} scope="col">
            Persona
          </th>
          <th style={cell} scope="col">
            Triggers
          </th>
          <th style={cell} scope="col">
            Facts
          </th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th style={cell} scope="row">
              <a href={`/_sandbox/persona/${encodeURIComponent(name)}${query}`}>{name}</a>
            </th>
            <td style={cell}>{PERSONAS[name].description}</td>
            <td style={cell}>
              <ul style={{ margin: 0, paddingLeft: 16 }}>
                {personaTriggers(PERSONAS[name]).map((fact) => (
                  <li key={fact}>
                    <code>{fact}</code>
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
