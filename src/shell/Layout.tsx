import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import AppBar from './AppBar';
import CustomerBoundary from './CustomerBoundary';
import CustomerChooser from './CustomerChooser';
import Menu from './Menu';

/** Default layout for logged-in users (minimal; the full shell follows in a later issue). */
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <CustomerBoundary>{children}</CustomerBoundary>
      <CustomerChooser />
    </RaLayout>
  );
}
