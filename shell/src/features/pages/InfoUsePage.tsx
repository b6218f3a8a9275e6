import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Card, PageHeader } from 'shared/ui';
import { SECCIONES_GUIA } from '../guia/contenido';

/** Id of the index (the target of each section's «Volver al índice»). */
export const INDICE_ID = 'indice';

/**
 * /info-use, 'Guía Completa del Sistema' (public; inside the layout with a session, bare without;
 * docs/reportes.md, «Guía de uso»): an index (nav «Índice») with a link to each section and
 * sub-section, then each section (h2) and sub-section (h3) with the anchor id of the index, and a
 * «Volver al índice» link after each section. The text is the data module guia/contenido.tsx.
 * Opened with a #anchor (e.g. /info-use#cuentas-corrientes), it scrolls to that heading once the
 * lazily loaded page is drawn.
 */
export function InfoUsePage() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [hash]);

  return (
    <>
      <PageHeader title="Guía Completa del Sistema" subtitle="Cómo usar el sistema de gestión, sección por sección." />
      <Card>
        <nav aria-labelledby={INDICE_ID}>
          <TocTitle id={INDICE_ID} tabIndex={-1}>
            Índice
          </TocTitle>
          <Toc>
            {SECCIONES_GUIA.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.titulo}</a>
                {s.apartados ? (
                  <SubToc>
                    {s.apartados.map((a) => (
                      <li key={a.id}>
                        <a href={`#${a.id}`}>{a.titulo}</a>
                      </li>
                    ))}
                  </SubToc>
                ) : null}
              </li>
            ))}
          </Toc>
        </nav>
      </Card>
      {SECCIONES_GUIA.map((s) => (
        <Section key={s.id} aria-labelledby={s.id}>
          <h2 id={s.id} tabIndex={-1}>
            {s.titulo}
          </h2>
          {s.intro}
          {s.contenido}
          {s.apartados?.map((a) => (
            <Apartado key={a.id}>
              <h3 id={a.id} tabIndex={-1}>
                {a.titulo}
              </h3>
              {a.contenido}
            </Apartado>
          ))}
          <Volver href={`#${INDICE_ID}`}>Volver al índice</Volver>
        </Section>
      ))}
    </>
  );
}

const TocTitle = styled.h2`
  margin: 0 0 0.5rem;
  font-size: 1rem;
  scroll-margin-top: 4.5rem;
  &:focus {
    outline: none;
  }
`;

const Toc = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.8;
  columns: 2 18rem;

  > li {
    break-inside: avoid;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SubToc = styled.ul`
  margin: 0 0 0.25rem;
  padding-left: 1.1rem;
  line-height: 1.6;
  font-size: 0.9rem;
`;

const Section = styled.section`
  margin-top: 2rem;
  line-height: 1.6;

  h2,
  h3 {
    /* The sticky header must not hide the heading reached through the index. */
    scroll-margin-top: 4.5rem;
    &:focus {
      outline: none;
    }
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
  h3 {
    margin: 1.25rem 0 0.4rem;
    font-size: 1rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  kbd {
    font-family: inherit;
    font-size: 0.85em;
    padding: 0.05rem 0.35rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Apartado = styled.div``;

const Volver = styled.a`
  display: inline-block;
  margin-top: 0.5rem;
  font-size: 0.85rem;
`;
