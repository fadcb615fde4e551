-- Merchants (brands) and the content the site shell renders from data.

CREATE TABLE merchants (
  code            text PRIMARY KEY,
  name            text NOT NULL,
  domains         text[] NOT NULL DEFAULT '{}',
  -- languages, currency, theme, brand, resources, customer service, domain routes, region rules ...
  settings        jsonb NOT NULL,
  whitelabel      jsonb NOT NULL,
  register_rules  jsonb NOT NULL,
  maintenance     boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE vendors (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  vassalage      text NOT NULL,
  display_name   text NOT NULL,
  game_type      text NOT NULL CHECK (game_type IN ('RNG','LIVE','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','INHOUSE')),
  logo           text NOT NULL,
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true,
  UNIQUE (merchant_code, vassalage)
);

CREATE TABLE banners (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  group_name     text NOT NULL,
  url            text NOT NULL,
  title          jsonb NOT NULL DEFAULT '{}',
  linkage_type   text NOT NULL DEFAULT 'NONE' CHECK (linkage_type IN ('NONE','INTERNAL','EXTERNAL','PROMOTION')),
  link           text NOT NULL DEFAULT '',
  sort           integer NOT NULL DEFAULT 0,
  enabled        boolean NOT NULL DEFAULT true
);
CREATE INDEX banners_merchant_group ON banners (merchant_code, group_name, sort);

CREATE TABLE announcements (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  type           text NOT NULL CHECK (type IN ('PL','PU','PR','H')),
  title          jsonb NOT NULL,
  -- sanitized HTML per language
  content        jsonb NOT NULL,
  published_at   timestamptz NOT NULL,
  enabled        boolean NOT NULL DEFAULT true
);
CREATE INDEX announcements_merchant_type ON announcements (merchant_code, type, published_at DESC);

CREATE TABLE help_topics (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  tag            text NOT NULL,
  title          jsonb NOT NULL,
  content        jsonb NOT NULL,
  sort           integer NOT NULL DEFAULT 0,
  UNIQUE (merchant_code, tag)
);

CREATE TABLE feedback (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  merchant_code  text NOT NULL REFERENCES merchants (code),
  category       text NOT NULL CHECK (category IN ('suggestion','complaint','bug','other')),
  content        text NOT NULL,
  contact        text NOT NULL DEFAULT '',
  language       text NOT NULL,
  client_ip      text NOT NULL,
  user_agent     text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_merchant_created ON feedback (merchant_code, created_at DESC);
