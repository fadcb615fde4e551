/** Whitelabel module ids (suffix 3 = web). A merchant switches features on and off with these. */
export const MODULE_IDS = [
  "COMM3",
  "REG3",
  "USERNAMEREG3",
  "MOBILENUMREG3",
  "MOBILENUMPASSREG3",
  "REGMOBVERF3",
  "FREEPLAY3",
  "PWDEXPFORCECHANGE3",
  "MOBILEVERCODELOGIN3",
  "CHNGPASSVERIF3",
  "DIRECTREG3",
  "AGENTPOLICY3",
  "WDRAWNOPASSVERIF3",
  "PAYMENTPASS3",
  "CAPTCHA3",
  "VERIFICATION3",
  "LOGINIPVERF3",
  "PASS3",
  "PROFPIC3",
  "AFFMAN3",
  "FEEDBACK3",
  "FUNDTRANS3",
  "GAMELO3",
  "GAMELOHOT3",
  "GAMELOFAV3",
  "GAMELOREC3",
  "PTSYS3",
  "MEMTRANS3",
  "INBOX3",
  "CBS3",
  "REWCEN3",
  "MISSIONLB3",
  "SIGNCONDIV3",
  "DAILYSALCONT3",
  "HOURSAL3",
  "RTSALARY3",
  "DPSTBAS3",
  "SOCIALLOGIN3",
  "REFERRAL3",
  "AGENTANNOUNCE3",
  "AGEINFO3",
  "AGEREGDOWN3",
  "DOWNMAN",
  "TEAMBETTING3",
  "AGETEAMPNL3",
  "AGEREV3",
  "AGEDOWNTRANS3",
  "DIVIDEND",
  "DAYSAL",
  "AGETRANSFERUP3",
  // The lottery areas (/lottery, /vnlottery, /elott) and their calls (decision 053).
  "LOTT3",
  // The member centre's playerRank page and its calls (decision 059).
  "PLAYERRANK3",
] as const;
export type ModuleId = (typeof MODULE_IDS)[number];

export type ModuleNode = { modId: string; enabled: "1" | "0"; childrenNodes: ModuleNode[] };

/**
 * Flattens the tree into `{ modId: enabled }`. A module under a switched-off parent is off too:
 * switching off REG3 must switch off every way to register.
 */
export function flattenModules(nodes: readonly ModuleNode[], parentEnabled = true): Record<string, boolean> {
  const flat: Record<string, boolean> = {};
  for (const node of nodes) {
    const enabled = parentEnabled && node.enabled === "1";
    flat[node.modId] = enabled;
    Object.assign(flat, flattenModules(node.childrenNodes, enabled));
  }
  return flat;
}
