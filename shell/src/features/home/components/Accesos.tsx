import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { visibleMenu } from '../../layout/menu';

/**
 * «Accesos directos» of /home: one card per sidebar item the user may see, grouped as the sidebar
 * (each group a region named by its h3). Same menu data and filter as the sidebar: a card shows only
 * when the user can open its route in ROUTE_TABLE (`canOpen`, docs/permisos.md), so a card never
 * leads to /sin-permisos.
 */
export function Accesos({ permisos }: { permisos: readonly string[] | undefined }) {
  const groups = useMemo(() => visibleMenu(permisos), [permisos]);
  return (
    <Seccion aria-labelledby="inicio-accesos">
      <h2 id="inicio-accesos">Accesos directos</h2>
      {groups.map((group, gi) => (
        <Area key={group.label ?? `g${gi}`} aria-labelledby={`home-area-${gi}`}>
          <AreaTitle id={`home-area-${gi}`}>{group.label ?? 'Ayuda'}</AreaTitle>
          <Cards>
            {group.sections.flatMap((section) =>
              section.items.map((item) => {
                const Icon = item.icon;
                return (
                  <ShortcutCard key={item.to} to={item.to}>
                    <IconBox aria-hidden="true">
                      <Icon size={20} />
                    </IconBox>
                    <span>
                      <CardTitle>{item.label}</CardTitle>
                      {section.heading && <CardHint>{section.heading}</CardHint>}
                      {!section.heading && group.label && <CardHint>{group.label}</CardHint>}
                      {!group.label && <CardHint>Cómo usar el sistema</CardHint>}
                    </span>
                  </ShortcutCard>
                );
              }),
            )}
          </Cards>
        </Area>
      ))}
    </Seccion>
  );
}

const Seccion = styled.section`
  margin-top: 1.5rem;
  > h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
`;

const Area = styled.section`
  margin-top: 1rem;
`;

const AreaTitle = styled.h3`
  margin: 0 0 0.75rem;
  font-size: 0.8rem;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: 0.75rem;
`;

const ShortcutCard = styled(Link)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 2px 10px rgba(0, 0, 0, 0.06);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const CardTitle = styled.span`
  display: block;
  font-weight: 600;
`;

const CardHint = styled.span`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
