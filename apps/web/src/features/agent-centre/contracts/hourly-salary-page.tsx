import { ContractPage, prefetchContracts } from "./contract-page.tsx";

export const prefetch = prefetchContracts("hourlySalary");

/** agentHourSalary: the hourlySalary contracts of the agent and of its direct downlines. */
export default function HourlySalaryPage() {
  return <ContractPage kind="hourlySalary" pageKey="agentHourSalary" />;
}
