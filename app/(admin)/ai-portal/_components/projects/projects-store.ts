'use client';

import { loadedList } from '../loaded-list-store';
import { listProjects } from './projects-api';

/** The user's projects with their chats' ids: the session list groups by it, the chat menus move by it. */
export const projectsStore = loadedList(listProjects, 'projects');
