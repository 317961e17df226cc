import type { SessionState } from '@fanverse/client';
import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { usePageTracking } from '../../lib/analytics';
import { useSession, useSignedIn } from '../../lib/session';
import { readArrival } from './arrival';
import { closeTarget } from './close-target';
import { isQuizRouteHandle, type QuizRouteKind } from './quiz-paths';
import { decideQuizAccess } from './quiz-guard';
import { claimQuiz, selectCloseUrl, selectOwner, useQuiz, useQuizStore } from './quiz-store';

const selectMember = (state: SessionState) =>
  state.user ? (state.claims?.profile.userGuid ?? state.profile?.user_guid ?? null) : null;

function useQuizRoute(): QuizRouteKind {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle;
    if (isQuizRouteHandle(handle)) return handle.quizRoute;
  }
  return 'unmatched';
}

/** Leaves the quiz for its close address, inside the app or, for another site, by a page load. */
function LeaveQuiz({ to }: { to: string }) {
  const target = closeTarget(to);
  const external = target.kind === 'external' ? target.href : null;
  useEffect(() => {
    if (external) window.location.replace(external);
  }, [external]);
  return target.kind === 'internal' ? <Navigate to={target.to} replace /> : null;
}

/**
 * The layout route of every quiz page: applies the guard (quiz-guard.ts) on each navigation and
 * whenever the visitor signs in or out, reports the page view with its segment name, and hands
 * the quiz state to the member who is signed in.
 */
export function QuizGate() {
  const route = useQuizRoute();
  const params = useParams();
  const location = useLocation();
  const signedIn = useSignedIn();
  const member = useSession(selectMember);
  const store = useQuizStore();
  const closeUrl = useQuiz(selectCloseUrl);
  const owner = useQuiz(selectOwner);
  // Read once per navigation: where this entry of the tab's history was reached from.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const arrival = useMemo(() => readArrival(), [location.key]);

  const decision = decideQuizAccess({
    route,
    params: { question: params.question, family: params.family },
    signedIn,
    arrival,
    origin: window.location.origin,
    closeUrl,
  });
  usePageTracking(decision.action === 'allow');
  useEffect(() => claimQuiz(store, member), [store, member]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'leave') return <LeaveQuiz to={decision.to} />;
  // Until the state is this member's (the effect above), nobody else's answers are shown.
  if (member !== null && owner !== member) return null;
  return <Outlet />;
}

export default QuizGate;
