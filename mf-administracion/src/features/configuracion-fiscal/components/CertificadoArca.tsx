import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { certificadoBodySchema, type CertificadoBody, type CertificadoInfo } from 'shared';
import { formatDate } from 'shared/format';
import { toast } from 'shared/toast';
import { Button, DataList, Field, FormGrid, Input } from 'shared/ui';
import { useSubirCertificado } from '../api/subir-certificado';
import { avisoCertificado, leerTexto, textoDiasParaVencer } from '../utils/certificado';
import { mensajeError, MSG_CERTIFICADO_GUARDADO, MSG_ELEGIR_CERTIFICADO, MSG_ELEGIR_CLAVE, MSG_SIN_CERTIFICADO } from '../utils/textos';
import { Aviso } from './Aviso';

const Formulario = styled.form`
  margin-top: 16px;
  padding-top: 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { font-size: 0.95rem; margin: 0 0 10px; }
`;
const Acciones = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: 14px;
`;
const ErrorServidor = styled.div`margin-top: 14px;`;

/** Props of {@link CertificadoArca}. */
export interface CertificadoArcaProps {
  /** The uploaded certificate's data, or null when none. */
  certificado: CertificadoInfo | null;
  /** fiscal.put: the upload form shows. */
  puedeEditar: boolean;
}

/**
 * «Certificado de ARCA» of /configuracion-fiscal (docs/facturacion.md, «El certificado»): the
 * uploaded certificate's subject, issuer, expiry (dd/mm/aaaa) and days left, with a warning from
 * DIAS_AVISO_CERTIFICADO days before it expires and once expired; without one, that Línea 1
 * invoices cannot be issued. With fiscal.put, {@link SubirCertificadoForm}.
 */
export function CertificadoArca({ certificado, puedeEditar }: CertificadoArcaProps) {
  const aviso = certificado ? avisoCertificado(certificado) : null;
  return (
    <>
      {certificado ? (
        <>
          {aviso ? <Aviso tono={certificado.diasParaVencer < 0 ? 'danger' : 'warning'}>{aviso}</Aviso> : null}
          <DataList
            items={[
              ['Sujeto', certificado.sujeto],
              ['Emisor', certificado.emisor],
              ['Válido hasta', formatDate(certificado.vence)],
              ['Días para vencer', textoDiasParaVencer(certificado.diasParaVencer)],
            ]}
          />
        </>
      ) : (
        <Aviso>{MSG_SIN_CERTIFICADO}</Aviso>
      )}
      {puedeEditar ? <SubirCertificadoForm reemplaza={certificado !== null} /> : null}
    </>
  );
}

type Errores = Partial<Record<keyof CertificadoBody, string>>;

/**
 * The upload of «Certificado de ARCA» (fiscal.put): the certificate (.crt/.pem) and its private key
 * (.key/.pem) chosen as files and read as text in the browser, checked with the shared
 * `certificadoBodySchema` (PEM texts; the message under its field, nothing sent while invalid),
 * then PUT fiscal/certificado { certificado, clavePrivada }: 'Certificado guardado.' as a toast and
 * the files are cleared, or the server's message (e.g. the key is not the certificate's). The key's
 * text is never shown: only the file's name, by the browser.
 */
function SubirCertificadoForm({ reemplaza }: { reemplaza: boolean }) {
  const subir = useSubirCertificado();
  const [certificado, setCertificado] = useState<File | null>(null);
  const [clave, setClave] = useState<File | null>(null);
  const [errores, setErrores] = useState<Errores>({});
  const [leyendo, setLeyendo] = useState(false);
  // Changing it remounts the file inputs (a file input cannot be emptied by React).
  const [vuelta, setVuelta] = useState(0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (subir.isPending || leyendo) return;
    const faltan: Errores = {};
    if (!certificado) faltan.certificado = MSG_ELEGIR_CERTIFICADO;
    if (!clave) faltan.clavePrivada = MSG_ELEGIR_CLAVE;
    if (!certificado || !clave) {
      setErrores(faltan);
      return;
    }
    setLeyendo(true);
    let body: CertificadoBody;
    try {
      body = { certificado: await leerTexto(certificado), clavePrivada: await leerTexto(clave) };
    } catch {
      setErrores({ certificado: 'No se pudo leer el archivo.' });
      return;
    } finally {
      setLeyendo(false);
    }
    const parsed = certificadoBodySchema.safeParse(body);
    if (!parsed.success) {
      const encontrados: Errores = {};
      for (const issue of parsed.error.issues) {
        const campo = issue.path[0] as keyof CertificadoBody;
        encontrados[campo] ??= issue.message;
      }
      setErrores(encontrados);
      return;
    }
    setErrores({});
    subir.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(MSG_CERTIFICADO_GUARDADO);
        setCertificado(null);
        setClave(null);
        setVuelta((v) => v + 1);
        subir.reset();
      },
    });
  };

  const ocupado = subir.isPending || leyendo;
  return (
    <Formulario onSubmit={(e) => void submit(e)} noValidate aria-labelledby="fiscal-subir-certificado">
      <h3 id="fiscal-subir-certificado">{reemplaza ? 'Reemplazar el certificado' : 'Subir el certificado'}</h3>
      <FormGrid>
        <Field label="Certificado (.crt o .pem)" htmlFor="fiscal-certificado" hint="El que emitió ARCA para el CUIT del negocio." error={errores.certificado}>
          <Input
            key={`certificado-${vuelta}`}
            id="fiscal-certificado"
            type="file"
            accept=".crt,.pem,.cer"
            onChange={(e) => {
              setCertificado(e.target.files?.[0] ?? null);
              setErrores((x) => ({ ...x, certificado: undefined }));
            }}
          />
        </Field>
        <Field label="Clave privada (.key o .pem)" htmlFor="fiscal-clave" hint="Se guarda cifrada y nunca se muestra." error={errores.clavePrivada}>
          <Input
            key={`clave-${vuelta}`}
            id="fiscal-clave"
            type="file"
            accept=".key,.pem"
            onChange={(e) => {
              setClave(e.target.files?.[0] ?? null);
              setErrores((x) => ({ ...x, clavePrivada: undefined }));
            }}
          />
        </Field>
      </FormGrid>
      {subir.isError ? (
        <ErrorServidor>
          <Aviso tono="danger">{mensajeError(subir.error)}</Aviso>
        </ErrorServidor>
      ) : null}
      <Acciones>
        <Button type="submit" variant="primary" loading={ocupado} disabled={ocupado}>
          Subir certificado
        </Button>
      </Acciones>
    </Formulario>
  );
}
