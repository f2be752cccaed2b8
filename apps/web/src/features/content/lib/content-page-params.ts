// What the content route (content-route.tsx) and its lazily loaded page share.
import { notFound } from '@tanstack/react-router';
import { notFoundData } from '../../../lib/router/not-found-data';

/** A content page the tenant does not have: the not-found page, HTTP 404 on the server. */
export const pageNotFound = () => notFound({ data: notFoundData('page'), throw: true });

/** The path params of `/info/{type}/`; the fixed pages have none. */
export type TypeParams = { type?: string };
