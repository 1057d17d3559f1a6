// /Corp/Confirm (WFAA002 write): the confirm step of the company info update is shown on /Corp/Update; opened on
// its own (a reload or a bookmark) the typed values are gone, so it goes back to the input step.
import { Navigate } from 'react-router';

export default function CorpConfirmPage() {
  return <Navigate to="/Corp/Update" replace />;
}
