import { Link } from 'react-router-dom';
import styled from 'styled-components';

/**
 * A navigation action of a page header that looks like the kit's secondary Button but is a real
 * react-router link (Tab + Enter, middle-click and ctrl/cmd-click open it), e.g. 'Reposición' on
 * /stock (docs/stock-y-productos.md). Takes the props of `Link`.
 */
export const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 500;
  font-size: 14px;
  padding: 8px 14px;
  white-space: nowrap;
  text-decoration: none;
  transition: background 0.15s, border-color 0.15s;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.focus};
  }
`;
