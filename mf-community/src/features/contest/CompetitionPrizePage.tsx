export { CompetitionPrizePage as default } from './CompetitionInfoPage';
