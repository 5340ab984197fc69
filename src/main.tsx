import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { startAppActors } from './machines/common/app-actors';
import { isSignedIn, languageOf } from './machines/session/session.machine';
import { AppActorsProvider } from './views/app-actors';
import { App } from './views/App';
import { displayChoiceFor, partsFor } from './views/i18n/use-follow-language';
import { showIn } from './views/i18n/show-in';
import './styles/theme.css';

const actors = startAppActors({ navigate: (to) => navigate(to), path: window.location.pathname, browserLanguages: navigator.languages });

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppActorsProvider actors={actors}>
        <App />
      </AppActorsProvider>
    </StrictMode>,
  );
}

// The first screen is drawn in its language, never in message ids: its catalogs come first (docs/i18n.md).
// Offline without them, the app still starts, and the next language change fetches them again.
const session = actors.session.getSnapshot();
showIn(displayChoiceFor(languageOf(session)), partsFor(isSignedIn(session))).finally(render);
