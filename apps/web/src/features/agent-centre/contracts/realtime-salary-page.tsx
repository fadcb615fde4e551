import { ContractPage, prefetchContracts } from "./contract-page.tsx";

export const prefetch = prefetchContracts("realTimeSalary");

/** agentRealtimeSalary: the realTimeSalary contracts of the agent and of its direct downlines. */
export default function RealtimeSalaryPage() {
  return <ContractPage kind="realTimeSalary" pageKey="agentRealtimeSalary" />;
}
