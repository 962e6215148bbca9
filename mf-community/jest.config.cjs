module.exports = { ...require('@club/tooling/jest.preset.cjs'), passWithNoTests: true };
