/** A project's page in the portal. */
export const projectPath = (id: string) => `/ai-portal/projects/${encodeURIComponent(id)}`;

/** Whether the address is a project's page (the portal shows it in place of the chat). */
export const isProjectPath = (pathname: string) => /^\/ai-portal\/projects\/[^/]+\/?$/.test(pathname);
