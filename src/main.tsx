import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { startAppActors } from './machines/common/app-actors';
import { AppActorsProvider } from './views/app-actors';
import { App } from './views/App';
import './styles/theme.css';

const actors = startAppActors({ navigate: (to) => navigate(to), path: window.location.pathname });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppActorsProvider actors={actors}>
      <App />
    </AppActorsProvider>
  </StrictMode>,
);
