// The workbench: everything past the sign-in pages, loaded (as its own chunks) with the first page that needs it. The
// inversify kernel with every plugin's services, routes, menu and help cards, validated as at any boot. The services
// the sign-in pages already use are bound as they are (same instances: the signed-in user, the pending manual, the
// history of the navigation rules carry over), and from now on the sign-in services answer from the container.
import type { Bind } from 'inversify';
import { createKernel, type Kernel } from '../../core/kernel/boot';
import { webPlugins } from './plugins';
import type { SignInServices } from './sign-in-services';

export function startWorkbench(signIn: SignInServices): Kernel {
  const kernel = createKernel({
    plugins: webPlugins,
    platform: (bind: Bind) => {
      for (const [token, instance] of signIn.provided()) bind(token).toConstantValue(instance);
    },
  });
  signIn.attach(kernel.container);
  return kernel;
}
