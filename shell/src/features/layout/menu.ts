import {
  Banknote,
  BookOpen,
  ChartColumn,
  Coins,
  CreditCard,
  Factory,
  FileText,
  Landmark,
  Package,
  PackagePlus,
  Percent,
  Receipt,
  ScrollText,
  ShieldCheck,
  ShoppingCart,
  Truck,
  UserCog,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { hasAnyPermission, P } from 'shared';

/** One link of the sidebar. `permission: null` means every signed-in user sees it. */
export interface MenuItem {
  label: string;
  to: string;
  permission: string | null;
  icon: LucideIcon;
}

/** A labelled block of items inside a group (e.g. "Inventario" inside "Gestión"). */
export interface MenuSection {
  /** Sub-heading; `null` when the group has no sub-headings. */
  heading: string | null;
  items: MenuItem[];
}

/** A top-level sidebar group (spec.md section 2 "Layout"). */
export interface MenuGroup {
  /** Group label; `null` for the stand-alone "Guía de Uso" link at the end. */
  label: string | null;
  sections: MenuSection[];
}

/**
 * The sidebar of spec.md section 2 "Layout", with the permissions of section 6.
 * Reportes and Guía de Uso have no permission check.
 */
export const MENU: MenuGroup[] = [
  {
    label: 'Gestión',
    sections: [
      {
        heading: 'Inventario',
        items: [
          { label: 'Stock', to: '/stock', permission: P.stockGet, icon: Package },
          { label: 'Fabricación', to: '/fabricacion', permission: P.fabricacionGet, icon: Factory },
          { label: 'Ingresos', to: '/ingresos', permission: P.ingresosGet, icon: PackagePlus },
        ],
      },
    ],
  },
  {
    label: 'Operaciones',
    sections: [
      {
        heading: 'Ventas',
        items: [
          { label: 'Nueva Venta', to: '/ventas/nueva', permission: P.ventasPost, icon: ShoppingCart },
          { label: 'Ventas', to: '/ventas', permission: P.ventasGet, icon: Receipt },
          { label: 'Presupuestos', to: '/presupuestos', permission: P.presupuestosGet, icon: FileText },
        ],
      },
      {
        heading: 'Dinero',
        items: [
          { label: 'Cuentas Corrientes', to: '/cuentas-corrientes', permission: P.cuentasCorrientesGet, icon: Landmark },
          { label: 'Cajas', to: '/cajas', permission: P.cajasGet, icon: Wallet },
          { label: 'Gastos', to: '/gastos', permission: P.gastosGet, icon: Banknote },
          { label: 'Comisiones', to: '/comisiones', permission: P.comisionesGet, icon: Percent },
        ],
      },
    ],
  },
  {
    label: 'Contactos',
    sections: [
      {
        heading: null,
        items: [
          { label: 'Clientes', to: '/listados/clientes', permission: P.clientesGet, icon: Users },
          { label: 'Proveedores', to: '/listados/proveedores', permission: P.proveedoresGet, icon: Truck },
        ],
      },
    ],
  },
  {
    label: 'Análisis',
    sections: [{ heading: null, items: [{ label: 'Reportes', to: '/reportes', permission: null, icon: ChartColumn }] }],
  },
  {
    label: 'Usuarios',
    sections: [
      {
        heading: null,
        items: [
          { label: 'Usuarios', to: '/usuarios', permission: P.usuariosGet, icon: UserCog },
          { label: 'Roles', to: '/roles', permission: P.rolesGet, icon: ShieldCheck },
          { label: 'Auditoría', to: '/auditoria', permission: P.auditoriaGet, icon: ScrollText },
        ],
      },
    ],
  },
  {
    label: 'Configuración',
    sections: [
      {
        heading: null,
        items: [
          { label: 'Monedas', to: '/monedas', permission: P.monedasGet, icon: Coins },
          { label: 'Métodos de pago', to: '/metodos-pago', permission: P.metodosPagoGet, icon: CreditCard },
        ],
      },
    ],
  },
  {
    label: null,
    sections: [{ heading: null, items: [{ label: 'Guía de Uso', to: '/info-use', permission: null, icon: BookOpen }] }],
  },
];

/**
 * The part of `menu` a user may see (spec.md section 6): an item shows only when the user holds
 * its permission (or it has none); a section or group left without items is dropped.
 * Pure: returns new arrays and never mutates `menu`.
 */
export function visibleMenu(permissions: readonly string[] | undefined, menu: MenuGroup[] = MENU): MenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      sections: group.sections
        .map((section) => ({
          ...section,
          items: section.items.filter(
            (item) => item.permission === null || hasAnyPermission(permissions, [item.permission]),
          ),
        }))
        .filter((section) => section.items.length > 0),
    }))
    .filter((group) => group.sections.length > 0);
}

/** Every item of a (possibly filtered) menu in display order, e.g. for the home shortcuts. */
export function menuItems(menu: MenuGroup[]): MenuItem[] {
  return menu.flatMap((group) => group.sections.flatMap((section) => section.items));
}

/** True when `pathname` is `to` or below it, without letting /ventas claim /ventas/nueva. */
export function isItemActive(pathname: string, to: string, all: MenuItem[] = menuItems(MENU)): boolean {
  const matches = (target: string) => pathname === target || pathname.startsWith(`${target}/`);
  if (!matches(to)) return false;
  // A longer menu path that also matches wins (e.g. /ventas/nueva over /ventas).
  return !all.some((other) => other.to !== to && other.to.length > to.length && matches(other.to));
}
