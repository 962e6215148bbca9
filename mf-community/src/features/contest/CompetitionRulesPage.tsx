export { CompetitionRulesPage as default } from './CompetitionInfoPage';
