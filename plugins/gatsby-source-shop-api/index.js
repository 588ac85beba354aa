// Gatsby plugin entry (intentionally empty; see gatsby-node.ts).
