import { CalendarDays, Factory, Landmark, PackageMinus, Receipt, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Dashboard, TotalMoneda } from 'shared';
import { formatMoney } from 'shared/format';
import { contar, porMoneda, type EnlacesResumen } from '../utils/dashboard';

/** Props of {@link TarjetasResumen}. */
export interface TarjetasResumenProps {
  /** The answer of GET dashboard: a null figure has no tile. */
  data: Dashboard;
  /** Where each tile leads (null: the user cannot open that screen, no link). */
  enlaces: EnlacesResumen;
}

/**
 * The figure tiles of /home (docs/reportes.md, «Inicio (pantalla)»), in this order and each only when
 * its figure is not null: «Ventas de hoy» and «Ventas del mes» (per currency: total with its symbol,
 * es-AR money, and how many sales), «Por cobrar» (per currency: what clients owe and how many
 * clients), «Productos bajo mínimo» and «Fabricaciones en proceso» (counts). Each tile is an article
 * named by its h3, with a link to its screen when the user may open it.
 */
export function TarjetasResumen({ data, enlaces }: TarjetasResumenProps) {
  const tarjetas: ReactNode[] = [];
  if (data.ventasHoy) {
    tarjetas.push(
      <Tarjeta key="hoy" id="resumen-ventas-hoy" titulo="Ventas de hoy" icono={Receipt} enlace={enlaces.ventasHoy} textoEnlace="Ver ventas de hoy">
        <Montos totales={data.ventasHoy} detalle={(n) => contar(n, 'venta', 'ventas')} vacio="Sin ventas hoy." />
      </Tarjeta>,
    );
  }
  if (data.ventasMes) {
    tarjetas.push(
      <Tarjeta key="mes" id="resumen-ventas-mes" titulo="Ventas del mes" icono={CalendarDays} enlace={enlaces.ventasMes} textoEnlace="Ver ventas del mes">
        <Montos totales={data.ventasMes} detalle={(n) => contar(n, 'venta', 'ventas')} vacio="Sin ventas este mes." />
      </Tarjeta>,
    );
  }
  if (data.porCobrar) {
    tarjetas.push(
      <Tarjeta key="cobrar" id="resumen-por-cobrar" titulo="Por cobrar" icono={Landmark} enlace={enlaces.porCobrar} textoEnlace="Ver cuentas con deuda">
        <Montos totales={data.porCobrar} detalle={(n) => contar(n, 'cliente', 'clientes')} vacio="Ningún cliente debe." />
      </Tarjeta>,
    );
  }
  if (data.bajoMinimo !== null) {
    tarjetas.push(
      <Tarjeta key="minimo" id="resumen-bajo-minimo" titulo="Productos bajo mínimo" icono={PackageMinus} enlace={enlaces.bajoMinimo} textoEnlace="Ver productos bajo mínimo">
        <Cifra>{data.bajoMinimo.toLocaleString('es-AR')}</Cifra>
        <Detalle>{data.bajoMinimo === 1 ? 'producto con stock menor que su mínimo' : 'productos con stock menor que su mínimo'}</Detalle>
      </Tarjeta>,
    );
  }
  if (data.fabricacionesEnProceso !== null) {
    tarjetas.push(
      <Tarjeta
        key="fabricaciones"
        id="resumen-fabricaciones"
        titulo="Fabricaciones en proceso"
        icono={Factory}
        enlace={enlaces.fabricaciones}
        textoEnlace="Ver fabricaciones en proceso"
      >
        <Cifra>{data.fabricacionesEnProceso.toLocaleString('es-AR')}</Cifra>
        <Detalle>{data.fabricacionesEnProceso === 1 ? 'corrida sin finalizar' : 'corridas sin finalizar'}</Detalle>
      </Tarjeta>,
    );
  }
  if (tarjetas.length === 0) return null;
  return <Grilla>{tarjetas}</Grilla>;
}

/** Props of one tile. */
interface TarjetaProps {
  id: string;
  titulo: string;
  icono: LucideIcon;
  enlace: string | null;
  textoEnlace: string;
  children: ReactNode;
}

function Tarjeta({ id, titulo, icono: Icono, enlace, textoEnlace, children }: TarjetaProps) {
  return (
    <Caja aria-labelledby={id}>
      <Cabecera>
        <IconoCaja aria-hidden="true">
          <Icono size={18} />
        </IconoCaja>
        <Titulo id={id}>{titulo}</Titulo>
      </Cabecera>
      <Cuerpo>{children}</Cuerpo>
      {enlace ? <Enlace to={enlace}>{textoEnlace}</Enlace> : null}
    </Caja>
  );
}

/** A tile's totals, one line per currency (by id), or `vacio` when there is none. */
function Montos({ totales, detalle, vacio }: { totales: TotalMoneda[]; detalle: (cantidad: number) => string; vacio: string }) {
  if (totales.length === 0) return <Detalle>{vacio}</Detalle>;
  return (
    <Lista>
      {porMoneda(totales).map((t) => (
        <li key={t.monedaId}>
          <Monto>{formatMoney(t.total, t.simbolo)}</Monto>
          <Detalle>{detalle(t.cantidad)}</Detalle>
        </li>
      ))}
    </Lista>
  );
}

const Grilla = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: 0.75rem;
`;

const Caja = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Cabecera = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
`;

const IconoCaja = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Titulo = styled.h3`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
`;

const Cuerpo = styled.div`
  flex: 1;
`;

const Lista = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: 0.4rem;
  }
`;

const Monto = styled.span`
  display: block;
  font-size: 1.3rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Cifra = styled.span`
  display: block;
  font-size: 1.8rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Detalle = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Enlace = styled(Link)`
  align-self: flex-start;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
