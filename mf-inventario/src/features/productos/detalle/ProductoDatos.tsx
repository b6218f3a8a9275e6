import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORIA_LABEL, type Moneda, type ProductoDetalle } from 'shared';
import { formatMoney, formatQuantity } from 'shared/format';
import { Badge, Card, Table } from 'shared/ui';
import { alicuotaLabel, esStockBajo, simboloDe } from '../utils/producto';
import { llevaFormula } from '../utils/producto-form';

const Title = styled.h2`font-size: 1rem; margin: 0 0 12px;`;
const Datos = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px 24px;
  margin: 0;
  dt { font-size: 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 2px 0 0; font-weight: 500; overflow-wrap: anywhere; white-space: pre-wrap; }
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;
const Muted = styled.p`margin: 0 0 10px; color: ${({ theme }) => theme.colors.textMuted};`;

/** A quantity with its unit and, below the minimum, the 'Stock bajo' badge. */
function StockConAviso({ cantidad, producto }: { cantidad: string; producto: ProductoDetalle }) {
  return (
    <>
      {formatQuantity(cantidad, producto.unidad)}
      {esStockBajo(cantidad, producto.stockMinimo) ? (
        <>
          {' '}
          <Badge tone="warning">Stock bajo</Badge>
        </>
      ) : null}
    </>
  );
}

export interface ProductoDatosProps {
  producto: ProductoDetalle;
  /** The currency catalogue, for the cost's symbol (its currency may differ from the price's). */
  monedas: readonly Moneda[] | undefined;
  /** The branch chosen in the selector: its stock is the one shown among the data. */
  sucursal: { id: number; nombre: string } | undefined;
}

/**
 * The read-only view of a product (docs/stock-y-productos.md): 'Datos del producto' (code, name,
 * category label, unit, supplier, description, minimum stock, the chosen branch's stock with the
 * 'Stock bajo' badge below the minimum, net price, VAT rate, valor final with the price's currency
 * symbol, cost with its own currency's symbol; money 2 decimals, quantities up to 4 with the unit),
 * 'Stock por sucursal' (every active branch and its quantity, with the badge) and, for essences and
 * elaborated products, 'Fórmula' (the quantity produced and each raw material, 'código - nombre'
 * linking to it, with its quantity and unit).
 */
export function ProductoDatos({ producto, monedas, sucursal }: ProductoDatosProps) {
  const simbolo = producto.moneda.simbolo;
  const stockSucursal = sucursal ? producto.stockPorSucursal.find((s) => s.sucursalId === sucursal.id) : undefined;
  const campos: Array<[string, ReactNode]> = [
    ['Código', producto.codigo],
    ['Nombre', producto.nombre],
    ['Categoría', CATEGORIA_LABEL[producto.categoria] ?? producto.categoria],
    ['Unidad', producto.unidad],
    ['Proveedor', producto.proveedor?.nombre ?? 'Sin proveedor'],
    ['Descripción', producto.descripcion?.trim() ? producto.descripcion : '-'],
    ['Stock mínimo', formatQuantity(producto.stockMinimo, producto.unidad)],
    ...(sucursal
      ? ([[`Stock en ${sucursal.nombre}`, <StockConAviso key="stock" cantidad={stockSucursal?.cantidad ?? '0'} producto={producto} />]] as Array<
          [string, ReactNode]
        >)
      : []),
    ['Precio (neto)', formatMoney(producto.precio, simbolo)],
    ['Alícuota IVA', alicuotaLabel(producto.alicuotaIva)],
    ['Valor final', formatMoney(producto.valorFinal, simbolo)],
    ['Costo', formatMoney(producto.costo, simboloDe(monedas, producto.costoMonedaId)).trim()],
  ];

  return (
    <>
      <Card aria-labelledby="producto-datos-titulo">
        <Title id="producto-datos-titulo">Datos del producto</Title>
        <Datos>
          {campos.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Datos>
      </Card>
      <Grid>
        <Card aria-labelledby="producto-stock-titulo">
          <Title id="producto-stock-titulo">Stock por sucursal</Title>
          <Table
            caption="Stock por sucursal"
            columns={[
              { key: 'nombre', header: 'Sucursal' },
              {
                key: 'cantidad',
                header: 'Stock',
                align: 'right',
                render: (s: ProductoDetalle['stockPorSucursal'][number]) => <StockConAviso cantidad={s.cantidad} producto={producto} />,
              },
            ]}
            rows={producto.stockPorSucursal}
            rowKey={(s) => s.sucursalId}
          />
        </Card>
        {llevaFormula(producto.categoria) ? (
          <Card aria-labelledby="producto-formula-titulo">
            <Title id="producto-formula-titulo">Fórmula</Title>
            {producto.formula ? (
              <>
                <Muted>Cantidad producida: {formatQuantity(producto.formula.cantidadProducida, producto.unidad)}</Muted>
                <Table
                  caption="Materias primas de la fórmula"
                  columns={[
                    {
                      key: 'materia',
                      header: 'Materia prima',
                      render: (d: NonNullable<ProductoDetalle['formula']>['detalles'][number]) => (
                        <Link to={`/productos/${d.materiaPrimaId}`}>
                          {d.producto.codigo} - {d.producto.nombre}
                        </Link>
                      ),
                    },
                    {
                      key: 'cantidad',
                      header: 'Cantidad',
                      align: 'right',
                      render: (d: NonNullable<ProductoDetalle['formula']>['detalles'][number]) => formatQuantity(d.cantidad, d.producto.unidad),
                    },
                  ]}
                  rows={producto.formula.detalles}
                  rowKey={(d) => d.materiaPrimaId}
                />
              </>
            ) : (
              <Muted>Este producto no tiene fórmula.</Muted>
            )}
          </Card>
        ) : null}
      </Grid>
    </>
  );
}
