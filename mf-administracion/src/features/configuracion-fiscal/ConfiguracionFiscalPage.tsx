import { P } from 'shared';
import { usePermission } from 'shared/auth';
import { ErrorPanel, PageHeader, Spinner } from 'shared/ui';
import { useConfiguracionFiscal } from './api/get-configuracion-fiscal';
import { CertificadoArca } from './components/CertificadoArca';
import { DatosNegocioForm } from './components/DatosNegocioForm';
import { PuntosVenta } from './components/PuntosVenta';
import { Seccion } from './components/Seccion';
import { detalleCarga, MSG_ERROR_CARGA, TITULO } from './utils/textos';

/**
 * /configuracion-fiscal (fiscal.get; docs/facturacion.md): the business's fiscal settings in three
 * sections read from one GET fiscal/configuracion — «Datos del negocio» ({@link DatosNegocioForm}),
 * «Certificado de ARCA» ({@link CertificadoArca}) and «Puntos de venta» ({@link PuntosVenta}).
 * With fiscal.put every section can be changed; with fiscal.get only, it is read-only and has no
 * buttons. Loading shows a spinner; a failed load 'No se pudo cargar la configuración fiscal.' with
 * the reason and 'Reintentar'.
 */
export function ConfiguracionFiscalPage() {
  const puedeEditar = usePermission(P.fiscalPut);
  const configuracion = useConfiguracionFiscal();

  let contenido;
  if (configuracion.isError) {
    contenido = (
      <ErrorPanel title={MSG_ERROR_CARGA} message={detalleCarga(configuracion.error)} onRetry={() => void configuracion.refetch()} />
    );
  } else if (configuracion.isPending) {
    contenido = <Spinner label="Cargando configuración fiscal" />;
  } else {
    const c = configuracion.data;
    contenido = (
      <>
        <Seccion id="fiscal-datos-negocio" titulo="Datos del negocio">
          <DatosNegocioForm configuracion={c} puedeEditar={puedeEditar} />
        </Seccion>
        <Seccion id="fiscal-certificado-arca" titulo="Certificado de ARCA">
          <CertificadoArca certificado={c.certificado} puedeEditar={puedeEditar} />
        </Seccion>
        <Seccion id="fiscal-puntos-venta" titulo="Puntos de venta">
          <PuntosVenta puntosVenta={c.puntosVenta} puedeEditar={puedeEditar} />
        </Seccion>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={TITULO}
        subtitle="Los datos del negocio que muestra la factura, el certificado de ARCA y el punto de venta de cada sucursal."
      />
      {contenido}
    </>
  );
}

export default ConfiguracionFiscalPage;
