// Contract of the account calls (TypeBox schemas: the server validates with them, apps use the types).
export {};
