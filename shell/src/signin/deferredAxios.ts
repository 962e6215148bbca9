// The sign-in build's `axios` (webpack.config.cjs aliases it here): the real library, loaded by
// the first call (the form's submit, the e-mail check) or when the member first touches the form,
// never before the form. Only what @club/shared's client uses of it: create() and request().
import type { AxiosInstance, AxiosRequestConfig, CreateAxiosDefaults } from 'axios';

const loadAxios = () =>
  import(/* webpackChunkName: "axios" */ 'club-real-axios').then((m) => m.default);

/** Fetches and starts the library now, so the first call does not wait for it. */
export function warmHttp(): void {
  void loadAxios().catch(() => undefined);
}

function create(defaults?: CreateAxiosDefaults) {
  let instance: Promise<AxiosInstance> | undefined;
  return {
    async request(config: AxiosRequestConfig) {
      instance ??= loadAxios().then((axios) => axios.create(defaults));
      return (await instance).request(config);
    },
  };
}

export default { create };
