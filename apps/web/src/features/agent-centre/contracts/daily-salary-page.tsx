import { ContractPage, prefetchContracts } from "./contract-page.tsx";

export const prefetch = prefetchContracts("dailySalary");

/** agentDailyWages2: the dailySalary contracts of the agent and of its direct downlines. */
export default function DailySalaryPage() {
  return <ContractPage kind="dailySalary" pageKey="agentDailyWages2" />;
}
