import {
  Banknote,
  BookOpen,
  ChartColumn,
  Coins,
  CreditCard,
  Factory,
  FileBadge,
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
import { canOpen, findRoute, type RouteDef } from 'shared';

/**
 * One link of the sidebar. It carries no permission of its own: who sees it is decided by the
 * ROUTE_TABLE row of `to` (see {@link isItemVisible}).
 */
export interface MenuItem {
  label: string;
  /** A ROUTE_TABLE path without parameters. */
  to: string;
  icon: LucideIcon;
}

/** A labelled block of items inside a group (e.g. "Inventario" inside "Gestión"). */
export interface MenuSection {
  /** Sub-heading; `null` when the group has no sub-headings. */
  heading: string | null;
  items: MenuItem[];
}

/** A top-level sidebar group (docs/permisos.md). */
export interface MenuGroup {
  /** Group label; `null` for the stand-alone "Guía de Uso" link at the end. */
  label: string | null;
  sections: MenuSection[];
}

/**
 * The sidebar: groups, labels, order and icons of docs/permisos.md. Visibility is not
 * declared here but taken from each item's route (docs/permisos.md).
 */
export const MENU: MenuGroup[] = [
  {
    label: 'Gestión',
    sections: [
      {
        heading: 'Inventario',
        items: [
          { label: 'Stock', to: '/stock', icon: Package },
          { label: 'Fabricación', to: '/fabricacion', icon: Factory },
          { label: 'Ingresos', to: '/ingresos', icon: PackagePlus },
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
          { label: 'Nueva Venta', to: '/ventas/nueva', icon: ShoppingCart },
          { label: 'Ventas', to: '/ventas', icon: Receipt },
          { label: 'Presupuestos', to: '/presupuestos', icon: FileText },
        ],
      },
      {
        heading: 'Dinero',
        items: [
          { label: 'Cuentas Corrientes', to: '/cuentas-corrientes', icon: Landmark },
          { label: 'Cajas', to: '/cajas', icon: Wallet },
          { label: 'Gastos', to: '/gastos', icon: Banknote },
          { label: 'Comisiones', to: '/comisiones', icon: Percent },
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
          { label: 'Clientes', to: '/listados/clientes', icon: Users },
          { label: 'Proveedores', to: '/listados/proveedores', icon: Truck },
        ],
      },
    ],
  },
  {
    label: 'Análisis',
    sections: [{ heading: null, items: [{ label: 'Reportes', to: '/reportes', icon: ChartColumn }] }],
  },
  {
    label: 'Usuarios',
    sections: [
      {
        heading: null,
        items: [
          { label: 'Usuarios', to: '/usuarios', icon: UserCog },
          { label: 'Roles', to: '/roles', icon: ShieldCheck },
          { label: 'Auditoría', to: '/auditoria', icon: ScrollText },
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
          { label: 'Monedas', to: '/monedas', icon: Coins },
          { label: 'Métodos de pago', to: '/metodos-pago', icon: CreditCard },
          { label: 'Configuración fiscal', to: '/configuracion-fiscal', icon: FileBadge },
        ],
      },
    ],
  },
  {
    label: null,
    sections: [{ heading: null, items: [{ label: 'Guía de Uso', to: '/info-use', icon: BookOpen }] }],
  },
];

/** The ROUTE_TABLE row an item links to; `undefined` if its path is not a route (a bug). */
export function itemRoute(item: MenuItem): RouteDef | undefined {
  return findRoute(item.to);
}

/**
 * Whether a user holding `permissions` sees `item` (docs/permisos.md): exactly when they can open
 * its route (`canOpen`). Guía de Uso (/info-use, public) always shows; Reportes needs reportes.get
 * like /reportes. An item whose path is not in ROUTE_TABLE never shows.
 */
export function isItemVisible(item: MenuItem, permissions: readonly string[] | null | undefined): boolean {
  const route = itemRoute(item);
  return route !== undefined && canOpen(route, permissions);
}

/**
 * The part of `menu` a user may see: the items passing {@link isItemVisible}; a section or group
 * left without items is dropped (docs/permisos.md). Pure: returns new arrays and never mutates `menu`.
 */
export function visibleMenu(permissions: readonly string[] | null | undefined, menu: MenuGroup[] = MENU): MenuGroup[] {
  return menu
    .map((group) => ({
      ...group,
      sections: group.sections
        .map((section) => ({
          ...section,
          items: section.items.filter((item) => isItemVisible(item, permissions)),
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
