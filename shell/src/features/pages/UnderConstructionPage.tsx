import { Construction } from 'lucide-react';
import { MessagePage } from './MessagePage';

/** Shown for a route whose remote does not export its screen yet. */
export function UnderConstructionPage() {
  return (
    <MessagePage
      icon={<Construction size={40} aria-hidden="true" />}
      title="Pantalla en construcción"
      message="Esta pantalla estará disponible próximamente."
    />
  );
}
