import 'server-only';
import { AppError } from '@/lib/errors';
import { BASE_URL_REFUSED, userEndpointFetch } from '@/lib/net/user-endpoint';
import { cleanModelList, readJsonCapped } from './model-list-cleanup';
import { providerDescriptor, type ListedModel } from './model-catalogue';
import { baseUrlOf, serverProvider, type ProviderCredentials } from './providers';

/**
 * Asks a provider's models endpoint with a key: the answer both verifies the key and lists
 * the models it may use. A user-chosen endpoint is fetched through the address policy
 * (lib/net/user-endpoint), like every other request to it.
 */
async function requestModels(credentials: ProviderCredentials): Promise<Response> {
  const entry = serverProvider(credentials.provider);
  const { label, needsBaseUrl } = providerDescriptor(credentials.provider);
  const { path, headers } = entry.modelsRequest(credentials.apiKey);
  const url = `${baseUrlOf(credentials).replace(/\/$/, '')}${path}`;
  let response: Response;
  try {
    response = await (needsBaseUrl ? userEndpointFetch : fetch)(url, {
      headers,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    // A user-chosen endpoint says nothing about why it failed: that would map the network.
    if (needsBaseUrl) throw new AppError('invalid_input', BASE_URL_REFUSED);
    throw new AppError('invalid_input', `Could not reach ${label} to check the key and list its models.`, {
      cause: error,
    });
  }
  if (response.status === 401 || response.status === 403) {
    throw new AppError('invalid_input', `${label} rejected this API key (${response.status}).`);
  }
  if (!response.ok)
    throw new AppError('invalid_input', `${label} answered HTTP ${response.status} when asked for the key's models.`);
  return response;
}

/** Asks the provider's models endpoint whether it accepts the key. */
export async function verifyKey(credentials: ProviderCredentials): Promise<void> {
  const response = await requestModels(credentials);
  await response.body?.cancel();
}

/**
 * The models the provider offers this key, in the order it lists them, cleaned (lib/ai/model-list-cleanup).
 * Throws when the key is refused or the provider unreachable (so this verifies the key too);
 * null when it answered, but not with a usable list.
 */
export async function listModels(credentials: ProviderCredentials): Promise<ListedModel[] | null> {
  const response = await requestModels(credentials);
  const body = await readJsonCapped(response).catch(() => null);
  return cleanModelList(serverProvider(credentials.provider).parseModels(body));
}
