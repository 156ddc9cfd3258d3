// The class names of account.module.css.
declare const styles: {
  readonly button: string;
  readonly choice: string;
  readonly choices: string;
  readonly field: string;
  readonly hint: string;
  readonly input: string;
  readonly label: string;
  readonly legend: string;
  readonly link: string;
  readonly links: string;
  readonly list: string;
  readonly row: string;
  readonly rowText: string;
  readonly rowTitle: string;
  readonly rowValue: string;
};
export default styles;
