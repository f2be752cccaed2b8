// GET /api/admin/analytics/daily: viewers, plays and watch time per game and day.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { analyticsReportCall, type AnalyticsDailyRow } from '@touchline/contract/calls/telemetry';
import { apiClient } from '../../../lib/app/api-client';
import type { ReportRange } from '../lib/report-range';
import { consoleKeys } from './query-keys';

export async function getViewingReport(
  range: ReportRange,
  signal?: AbortSignal,
): Promise<AnalyticsDailyRow[]> {
  return (await apiClient().request(analyticsReportCall, { query: range, signal })).content;
}

/** Keeps the last answer on screen while another period loads. */
export const useViewingReport = (range: ReportRange) =>
  useQuery({
    queryKey: consoleKeys.viewing(range.from, range.to),
    queryFn: ({ signal }) => getViewingReport(range, signal),
    placeholderData: keepPreviousData,
  });
