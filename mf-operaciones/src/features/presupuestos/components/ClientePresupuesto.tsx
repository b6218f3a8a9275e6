import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { Cliente } from 'shared';
import { Button } from 'shared/ui';
import { BuscarClientePresupuesto } from './BuscarClientePresupuesto';

const Elegido = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  .titulo { font-weight: 500; font-size: 13px; }
  .fila { display: flex; align-items: center; gap: 10px; padding: 7px 0; }
`;

/**
 * The optional client of a quote (docs/ventas-y-presupuestos.md): the chosen client as 'nombre
 * (documento)' with 'Quitar cliente', or the client search ('Buscar cliente', by name or document on
 * the server) when there is none. Choosing or removing a client moves the focus to what replaces the
 * control the user was on. `idBusqueda` is the id of the search's text box.
 */
export function ClientePresupuesto({ cliente, onChange, idBusqueda }: { cliente: Cliente | null; onChange: (c: Cliente | null) => void; idBusqueda: string }) {
  const foco = useRef<'quitar' | 'buscar' | null>(null);
  const quitarRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (foco.current === 'quitar') quitarRef.current?.focus();
    if (foco.current === 'buscar') document.getElementById(idBusqueda)?.focus();
    foco.current = null;
  }, [cliente, idBusqueda]);

  if (!cliente) {
    return (
      <BuscarClientePresupuesto
        id={idBusqueda}
        onSelect={(c) => {
          foco.current = 'quitar';
          onChange(c);
        }}
      />
    );
  }
  return (
    <Elegido role="group" aria-labelledby={`${idBusqueda}-titulo`}>
      <span id={`${idBusqueda}-titulo`} className="titulo">
        Cliente
      </span>
      <div className="fila">
        <span>
          {cliente.nombreApellido} ({cliente.documento})
        </span>
        <Button
          ref={quitarRef}
          size="sm"
          variant="ghost"
          onClick={() => {
            foco.current = 'buscar';
            onChange(null);
          }}
        >
          Quitar cliente
        </Button>
      </div>
    </Elegido>
  );
}
