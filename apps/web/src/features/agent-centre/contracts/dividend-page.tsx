import { ContractPage, prefetchContracts } from "./contract-page.tsx";

export const prefetch = prefetchContracts("dividend");

/** agentDividendRecordCopy2: the dividend contracts of the agent and of its direct downlines. */
export default function DividendPage() {
  return <ContractPage kind="dividend" pageKey="agentDividendRecordCopy2" />;
}
