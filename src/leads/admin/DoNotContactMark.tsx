/** The red «No contactar» mark, wherever a lead is shown: never beside a link that calls or writes to the person. */
export function DoNotContactMark() {
  return <span className="desk-stop">No contactar</span>
}
