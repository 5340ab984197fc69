import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Icon } from '../common/icons';
import { card } from '../../styles/controls.css';
import { brand, page, panel, title as titleStyle } from './auth.css';

/** The frame shared by the login and signup screens: the brand above a card with the form. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={page}>
      <div className={panel}>
        <div className={brand}>
          <Icon name="store" size={26} />
          <span>
            <Trans>ShopDesk</Trans>
          </span>
        </div>
        <section className={card} aria-labelledby="auth-title">
          <h1 id="auth-title" className={titleStyle}>
            {title}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}
