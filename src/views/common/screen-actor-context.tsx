import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

/** What `machine.provide` takes: the actors (server calls), actions (browser effects) and delays a test replaces. */
export type Implementations<Logic extends AnyStateMachine> = Parameters<Logic['provide']>[0];

/** A test's replacements: the same for every definition, or made for each (a list's source). */
type Substitutes<Logic extends AnyStateMachine, Definition> = Implementations<Logic> | ((definition: Definition) => Implementations<Logic>);

/** How a view starts the machine: its input, and the definition it is made from when it is one of a family. */
type StartOptions<Logic extends AnyStateMachine, Definition> = { input?: InputFrom<Logic> } & ([Definition] extends [void] ? { definition?: undefined } : { definition: Definition });

export interface ScreenActorContext<Logic extends AnyStateMachine, Definition> {
  /** One actor of the machine for the life of the calling component, handed on by props. */
  useOwnActor(...options: [Definition] extends [void] ? [StartOptions<Logic, Definition>?] : [StartOptions<Logic, Definition>]): ActorRefFrom<Logic>;
  /** One actor for the life of the provider, read by any part of the screen below it with `useActorRef` and `useSelector`. */
  Provider(props: StartOptions<Logic, Definition> & { children: ReactNode }): ReactNode;
  useActorRef(): ActorRefFrom<Logic>;
  useSelector<Selected>(selector: (snapshot: SnapshotFrom<Logic>) => Selected, compare?: (a: Selected, b: Selected) => boolean): Selected;
  /** For tests: the machine's server calls and browser effects replaced for every view below, so a screen is driven without a server. */
  Substitute(props: { implementations: Substitutes<Logic, Definition>; children: ReactNode }): ReactNode;
}

/**
 * The one way a view gets its machine (docs/decisions/051-one-way-to-provide-a-screen-machine.md):
 * `screenActorContext(machine)`, or `screenActorContext((definition) => machine)` for a family of
 * machines made from definitions (a list per source, a form per record, a report per kind).
 */
export function screenActorContext<Logic extends AnyStateMachine>(logic: Logic): ScreenActorContext<Logic, void>;
export function screenActorContext<Logic extends AnyStateMachine, Definition>(make: (definition: Definition) => Logic): ScreenActorContext<Logic, Definition>;
export function screenActorContext<Logic extends AnyStateMachine, Definition>(logicOrMake: Logic | ((definition: Definition) => Logic)): ScreenActorContext<Logic, Definition> {
  const make = typeof logicOrMake === 'function' ? logicOrMake : () => logicOrMake;
  const SubstitutesContext = createContext<Substitutes<Logic, Definition> | null>(null);
  const ActorContext = createContext<ActorRefFrom<Logic> | null>(null);

  function useOwnActor(options?: StartOptions<Logic, Definition>): ActorRefFrom<Logic> {
    const { definition, input } = options ?? {};
    const substitutes = useContext(SubstitutesContext);
    const logic = useMemo(() => {
      const made = make(definition as Definition);
      if (!substitutes) return made;
      return made.provide(typeof substitutes === 'function' ? substitutes(definition as Definition) : substitutes) as Logic;
    }, [substitutes, definition]);
    return useActorRef(logic, { input }) as ActorRefFrom<Logic>;
  }

  function useProvidedActor(): ActorRefFrom<Logic> {
    const actor = useContext(ActorContext);
    if (!actor) throw new Error('This part of the screen is outside the Provider that starts its machine.');
    return actor;
  }

  function useProvidedSelector<Selected>(selector: (snapshot: SnapshotFrom<Logic>) => Selected, compare?: (a: Selected, b: Selected) => boolean): Selected {
    return useSelector(useProvidedActor(), selector as (snapshot: unknown) => Selected, compare);
  }

  return {
    useOwnActor,
    Provider({ children, ...options }) {
      const actor = useOwnActor(options as StartOptions<Logic, Definition>);
      return <ActorContext.Provider value={actor}>{children}</ActorContext.Provider>;
    },
    useActorRef: useProvidedActor,
    useSelector: useProvidedSelector,
    Substitute({ implementations, children }) {
      return <SubstitutesContext.Provider value={implementations}>{children}</SubstitutesContext.Provider>;
    },
  };
}
