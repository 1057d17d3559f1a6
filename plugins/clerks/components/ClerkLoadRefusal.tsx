// Why a clerk page shows nothing: the viewer may not see it (another department's clerks) or it does not exist.
import { Callout } from '@blueprintjs/core';

export function ClerkLoadRefusal({ message }: { message: string }) {
  return (
    <Callout intent="warning" icon="lock" role="alert" className="twb-clerks__load-refusal">
      {message}
    </Callout>
  );
}
